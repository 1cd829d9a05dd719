export * from './define.js'
export * from './judge.js'
