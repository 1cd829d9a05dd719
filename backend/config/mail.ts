import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, transports } from '@adonisjs/mail'
import { FolderTransport } from '../app/mail/folder_transport.js'

/**
 * Invitations, one-time codes and password resets. Development and tests write every message to
 * backend/tmp/mail/ (MAIL_MAILER=folder); production sends through SMTP (MAIL_MAILER=smtp).
 */
const mailConfig = defineConfig({
  default: env.get('MAIL_MAILER', 'folder'),
  from: { address: env.get('MAIL_FROM_ADDRESS', 'no-reply@hr-platform.test'), name: env.get('MAIL_FROM_NAME', 'HR Platform') },
  mailers: {
    folder: () => new FolderTransport(env.get('MAIL_FOLDER') ?? app.makePath(app.inTest ? 'tmp/mail-test' : 'tmp/mail')),
    smtp: transports.smtp({
      host: env.get('SMTP_HOST', '127.0.0.1'),
      port: env.get('SMTP_PORT', 587),
      auth: env.get('SMTP_USERNAME')
        ? { type: 'login', user: env.get('SMTP_USERNAME')!, pass: env.get('SMTP_PASSWORD', '') }
        : undefined,
    }),
  },
})

export default mailConfig

declare module '@adonisjs/mail/types' {
  export interface MailersList extends InferMailers<typeof mailConfig> {}
}
