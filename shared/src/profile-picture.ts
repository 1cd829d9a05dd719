import { IMAGE_MAX_BYTES } from './constants.js'

/** Domain §5/§9: a profile picture is a JPG, JPEG or PNG of at most 10 MB (checked by the browser and the API). */
export const PROFILE_PICTURE_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const
export const PROFILE_PICTURE_MAX_BYTES = IMAGE_MAX_BYTES

export type ProfilePictureProblem = 'wrong_type' | 'too_large'

/** Why a file cannot be a profile picture, or null (type by extension here; the upload API checks content). */
export function profilePictureProblem(file: { name?: string; type?: string; size: number }): ProfilePictureProblem | null {
  const ext = (file.name ?? '').includes('.') ? file.name!.split('.').pop()!.toLowerCase() : (file.type ?? '')
  if (!(PROFILE_PICTURE_EXTENSIONS as readonly string[]).includes(ext) || file.size === 0) return 'wrong_type'
  if (file.size > PROFILE_PICTURE_MAX_BYTES) return 'too_large'
  return null
}
