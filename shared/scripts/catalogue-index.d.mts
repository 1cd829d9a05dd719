export function resourceFiles(dir?: string): string[]
export function indexSource(files: string[]): string
