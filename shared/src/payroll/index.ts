/**
 * The payroll engine, a subpath of its own (@hr/shared/payroll): the backend calculates with it,
 * and the screens, which never do, do not download it (or its decimal library) with the login.
 */
export * from './frequency.js'
export * from './proration.js'
export * from './engine.js'
export * from './stages.js'
export * from './paycycles.js'
export * from './currency.js'
export * from './unpaid.js'
