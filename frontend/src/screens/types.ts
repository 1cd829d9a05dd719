import type { ComponentType, LazyExoticComponent } from 'react'
import type { ResourceSlots } from './slots'

/** Every screen of a catalogue resource gets the resource name and its slots; the rest comes from the catalogue. */
export interface ScreenProps { resource: string; slots?: ResourceSlots }

export type ScreenKind = 'list' | 'show' | 'create' | 'edit'

export type Screen = LazyExoticComponent<ComponentType<ScreenProps>> | ComponentType<ScreenProps>
