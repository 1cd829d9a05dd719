/** The shell's upload pieces, for any area that stores files (documents, scans, logos). */
export { FileUpload, type FileUploadProps } from './FileUpload'
export { uploadFiles, uploadOne, type UploadEvent, type UploadedFile } from './upload'
export { refusal, fileKeyFor, IMAGE_EXTENSIONS, DOCUMENT_EXTENSIONS, MAX_BYTES, type UploadKind } from './file-rules'
export { StoredImage } from './StoredImage'
export { ImageKeyInput } from './ImageKeyInput'
