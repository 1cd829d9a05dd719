import { defineWorkflow } from './workflow/define.js'

export const AGREEMENT_STATUSES = ['proposed', 'signed', 'expired'] as const

/**
 * Domain §4 "Agreement" on the kernel (issue 45; it was a backend-only table): proposed → signed →
 * expired. Signing cannot be undone and expiry is final. Who keeps agreements (the resource's
 * `update`) moves them; the generic update and delete keep a signed agreement's terms and row
 * (backend agreement hooks).
 */
export const agreementWorkflow = defineWorkflow({
  resource: 'agreement',
  field: 'status',
  states: AGREEMENT_STATUSES,
  ask: { by: 'state', key: 'status' },
  endpoint: 'status',
  reach: 'update',
  refusals: { invalid: 'agreement_transition_invalid', final: 'agreement_expired_final', forbidden: 'forbidden' },
  explain: (from, to) => (from === 'signed' && to === 'proposed' ? 'agreement_signed_final' : null),
  moves: [
    { action: 'sign', from: ['proposed'], to: 'signed', who: 'authenticated', notes: 'none', confirm: true, effects: ['signed_at'] },
    { action: 'expire', from: ['signed'], to: 'expired', who: 'authenticated', notes: 'none', confirm: true },
  ],
})
