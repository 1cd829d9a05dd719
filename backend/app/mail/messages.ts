import mail from '@adonisjs/mail/services/main'
import env from '#start/env'
import { translate } from '#services/i18n'

const appUrl = () => (env.get('APP_URL') ?? `http://localhost:${env.get('PORT', 3333)}`).replace(/\/$/, '')
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

interface Letter { to: string; lang: string; subjectKey: string; subjectParams?: Record<string, unknown>; lines: string[]; link?: { url: string; labelKey: string }; fromName?: string | null; fromAddress?: string | null }

/** One plain layout for every platform e-mail: text and HTML carry the same words and link. */
async function send(letter: Letter) {
  const t = (key: string, params?: Record<string, unknown>) => translate(letter.lang, key, params)
  const subject = t(letter.subjectKey, letter.subjectParams)
  const text = [...letter.lines, ...(letter.link ? [`${t(letter.link.labelKey)}: ${letter.link.url}`] : [])].join('\n\n')
  const html = [
    ...letter.lines.map((l) => `<p>${escape(l)}</p>`),
    ...(letter.link ? [`<p><a href="${escape(letter.link.url)}">${escape(t(letter.link.labelKey))}</a></p>`] : []),
  ].join('\n')
  await mail.send((message) => {
    message.to(letter.to).subject(subject).text(text).html(html)
    if (letter.fromAddress) message.from(letter.fromAddress, letter.fromName ?? undefined)
  })
}

export function sendInvitation(to: string, lang: string, name: string, company: string, token: string, sender?: { name?: string | null; email?: string | null }) {
  return send({
    to, lang, subjectKey: 'mail.invite_subject', fromName: sender?.name, fromAddress: sender?.email,
    lines: [translate(lang, 'mail.greeting', { name }), translate(lang, 'mail.invite_body', { company })],
    link: { url: `${appUrl()}/join/${token}`, labelKey: 'mail.invite_action' },
  })
}

export function sendPasswordReset(to: string, lang: string, name: string, token: string) {
  return send({
    to, lang, subjectKey: 'mail.reset_subject',
    lines: [translate(lang, 'mail.greeting', { name }), translate(lang, 'mail.reset_body')],
    link: { url: `${appUrl()}/reset/${token}`, labelKey: 'mail.reset_action' },
  })
}

export function sendLoginCode(to: string, lang: string, name: string, code: string) {
  return send({
    to, lang, subjectKey: 'mail.otp_subject',
    lines: [translate(lang, 'mail.greeting', { name }), translate(lang, 'mail.otp_body', { code })],
  })
}

export function sendOnboardingLink(to: string, lang: string, managerName: string, personName: string, token: string) {
  return send({
    to, lang, subjectKey: 'mail.onboarding_subject',
    lines: [translate(lang, 'mail.greeting', { name: managerName }), translate(lang, 'mail.onboarding_body', { person: personName })],
    link: { url: `${appUrl()}/onboarding/staff/${token}`, labelKey: 'mail.onboarding_action' },
  })
}

/** An in-app notification also sent by e-mail: its title as the subject, its text as the body. */
export function sendNotificationMail(to: string, lang: string, name: string, kind: string, params: Record<string, unknown>, link: string | null) {
  return send({
    to, lang, subjectKey: `notifications.${kind}.title`, subjectParams: params,
    lines: [translate(lang, 'mail.greeting', { name }), translate(lang, `notifications.${kind}.body`, params)],
    ...(link ? { link: { url: `${appUrl()}${link}`, labelKey: 'notifications.open' } } : {}),
  })
}
