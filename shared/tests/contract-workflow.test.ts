import { describe, expect, it } from 'vitest'
import { contractDeletable, contractTransitionRefusal, earliestNoticeDate, noticeDateAllowed, todayUtc } from '../src/contract-workflow.js'

describe('contractor contract workflow (domain §4)', () => {
  it('goes initiated → proposed → signed, then stopped (restartable) or expired (final)', () => {
    for (const [from, to] of [['initiated', 'proposed'], ['proposed', 'signed'], ['signed', 'stopped'], ['stopped', 'signed'], ['signed', 'expired'], ['stopped', 'expired']]) {
      expect(contractTransitionRefusal(from, to)).toBeNull()
    }
    expect(contractTransitionRefusal('signed', 'proposed')).toBe('contract_signing_final')
    expect(contractTransitionRefusal('stopped', 'initiated')).toBe('contract_signing_final')
    expect(contractTransitionRefusal('expired', 'signed')).toBe('contract_expired_final')
    expect(contractTransitionRefusal('initiated', 'signed')).toBe('contract_transition_invalid')
    expect(contractTransitionRefusal('signed', 'signed')).toBe('contract_transition_invalid')
  })

  it('needs a notice date at least 7 days after today, across month ends', () => {
    expect(earliestNoticeDate('2026-11-28')).toBe('2026-12-05')
    expect(noticeDateAllowed('2026-12-05', '2026-11-28')).toBe(true)
    expect(noticeDateAllowed('2026-12-04', '2026-11-28')).toBe(false)
    expect(todayUtc(new Date('2026-11-22T23:59:00Z'))).toBe('2026-11-22')
  })

  it('keeps contracts that were ever signed', () => {
    expect(['initiated', 'proposed', 'signed', 'stopped', 'expired'].map(contractDeletable)).toEqual([true, true, false, false, false])
  })
})
