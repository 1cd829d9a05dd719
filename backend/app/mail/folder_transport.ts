import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { randomUUID } from 'node:crypto'
import { createTransport } from 'nodemailer'
import { MailResponse } from '@adonisjs/mail'
import type { MailTransportContract, NodeMailerMessage } from '@adonisjs/mail/types'

/**
 * Development and test transport: each message is written to a folder as a real RFC 822 file
 * (`.eml`, opens in any mail client) plus a `.json` summary (recipient, subject, text, links)
 * that a person or a test can read.
 */
export class FolderTransport implements MailTransportContract {
  #stream = createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

  constructor(private folder: string) {}

  async send(message: NodeMailerMessage) {
    const info = await this.#stream.sendMail(message)
    const eml = (info.message as Buffer).toString('utf8')
    const html = typeof message.html === 'string' ? message.html : ''
    const text = typeof message.text === 'string' ? message.text : ''
    const links = [...new Set([...`${html} ${text}`.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0]))]
    const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`
    await mkdir(this.folder, { recursive: true })
    await writeFile(join(this.folder, `${id}.eml`), eml)
    await writeFile(
      join(this.folder, `${id}.json`),
      JSON.stringify({ id, to: info.envelope.to, from: info.envelope.from, subject: message.subject, text, html, links, sent_at: new Date().toISOString() }, null, 2),
    )
    return new MailResponse(info.messageId, info.envelope as any, info)
  }
}
