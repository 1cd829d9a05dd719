import type { ReactNode } from 'react'
import type { Placement } from '@hr/shared'
import { AdminSettingFrame } from '../pages/organisation/admin/AdminSettingFrame'
import { DataCloudFrame } from '../pages/superadmin/DataCloudNav'
import { VendorSettingFrame } from '../pages/vendor/settings/SettingsNav'

/** Each section a resource can be placed in draws the generic screens inside its own tabs. */
const FRAMES: Record<Exclude<Placement, 'menu'>, (props: { children: ReactNode }) => ReactNode> = {
  'admin-setting': AdminSettingFrame,
  'data-cloud': DataCloudFrame,
  'vendor-setting': VendorSettingFrame,
}

export function PlacementFrame({ placement, children }: { placement?: Placement; children: ReactNode }) {
  const Frame = placement && placement !== 'menu' ? FRAMES[placement] : null
  return Frame ? <Frame>{children}</Frame> : <>{children}</>
}
