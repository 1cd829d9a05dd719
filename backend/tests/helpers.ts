import User from '#models/user'

/** Demo accounts by their e-mail (database/demo_data.ts); tests act as real seeded users. */
export async function demoUser(email: string) {
  return User.findByOrFail('email', email)
}

export const DEMO_EMAILS = {
  superadmin: 'superadmin@demo.test',
  vendorAdmin: 'vendor.admin@demo.test',
  vendorUser: 'vendor.user@demo.test',
  hrAdmin: 'hr.admin@demo.test',
  manager: 'manager@demo.test',
  employee: 'employee@demo.test',
  intern: 'intern@demo.test',
  contractor: 'contractor@demo.test',
  otherEmployee: 'other.employee@demo.test',
  newHire: 'new.hire@demo.test',
} as const
