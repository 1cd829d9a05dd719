/*
 * Entrypoint for ace commands: registers the TypeScript loader, then boots the console.
 */
import 'ts-node-maintained/register/esm'
await import('./bin/console.js')
