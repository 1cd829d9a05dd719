/** The shell's upload pieces, for any area that stores files (documents, scans, logos). */
export { FileUpload } from './FileUpload'
export { uploadOne, type UploadEvent, type UploadedFile } from './upload'
export { IMAGE_EXTENSIONS } from './file-rules'
