import type { ComponentType } from 'react';

export type ScreenKind = 'list' | 'create' | 'edit';

/** The screens a resource brings instead of the generic ones; what it leaves out stays generic. */
export type OwnScreens = Partial<Record<ScreenKind, ComponentType>>;

/** What each area's `screens.ts` exports: its resources' own screens, by resource name. */
export type AreaResourceScreens = Record<string, OwnScreens>;
