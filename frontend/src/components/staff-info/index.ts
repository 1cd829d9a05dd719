/** The edit-staff-info panel, for the onboarding bar and the people pages. */
export { EditStaffInfoDrawer, type EditStaffInfoDrawerProps } from './EditStaffInfoDrawer'
export { EditInfoButton } from './EditInfoButton'
