import env from '#start/env'
import app from '@adonisjs/core/services/app'
import { defineConfig, services } from '@adonisjs/drive'

/**
 * Files live on local disk by default and in any S3-compatible store in production.
 * Files are private: the API hands out short-lived signed URLs (services/file_urls.ts), never public links.
 */
const driveConfig = defineConfig({
  default: env.get('DRIVE_DISK', 'fs'),
  services: {
    fs: services.fs({
      location: app.makePath(app.inTest ? 'tmp/storage-test' : 'storage'),
      // Served by our own route (controllers/files_controller.ts), which makes every file inert content.
      visibility: 'private',
    }),
    s3: services.s3({
      credentials: {
        accessKeyId: env.get('S3_ACCESS_KEY_ID', ''),
        secretAccessKey: env.get('S3_SECRET_ACCESS_KEY', ''),
      },
      region: env.get('S3_REGION', 'us-east-1'),
      bucket: env.get('S3_BUCKET', 'hr-platform'),
      endpoint: env.get('S3_ENDPOINT'),
      forcePathStyle: true,
      // Without these, streamed uploads to S3-compatible stores are silently corrupted (stack notes).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      visibility: 'private',
    }),
  },
})

export default driveConfig

declare module '@adonisjs/drive/types' {
  export interface DriveDisks extends InferDriveDisks<typeof driveConfig> {}
}
