import type { ComponentType, LazyExoticComponent } from 'react'

/** Every screen of a catalogue resource gets the resource name; the rest comes from the catalogue. */
export interface ScreenProps { resource: string }

export type ScreenKind = 'list' | 'show' | 'create' | 'edit'

export type Screen = LazyExoticComponent<ComponentType<ScreenProps>> | ComponentType<ScreenProps>
