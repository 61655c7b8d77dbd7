// The add-row button settings (B-GRID-47): saved in local storage under upstream's fixed key.
import { TABLE_DEFAULT_ADD_ROWS } from '@/shared/config/widget-constants';
import { clampAddCount } from './rows';

export const ADD_ROW_SETTINGS_KEY = 'jet-add-btn-settings';

export interface AddRowSettings {
  /** How many rows one click adds (at least 1). */
  count: number;
  /** Where they go: 0 is the bottom, n inserts before row n. */
  position: number;
}

/** One row at the bottom until the user saves other settings (001 §9 default add rows). */
export const DEFAULT_ADD_ROW_SETTINGS: AddRowSettings = { count: TABLE_DEFAULT_ADD_ROWS, position: 0 };

export function readAddRowSettings(storage: Pick<Storage, 'getItem'> = window.localStorage): AddRowSettings {
  try {
    const stored = JSON.parse(storage.getItem(ADD_ROW_SETTINGS_KEY) ?? 'null') as Partial<AddRowSettings> | null;
    if (!stored) return DEFAULT_ADD_ROW_SETTINGS;
    return { count: clampAddCount(stored.count), position: Math.max(0, Math.floor(Number(stored.position)) || 0) };
  } catch {
    return DEFAULT_ADD_ROW_SETTINGS;
  }
}

export function saveAddRowSettings(settings: AddRowSettings, storage: Pick<Storage, 'setItem'> = window.localStorage): AddRowSettings {
  const clean = { count: clampAddCount(settings.count), position: Math.max(0, Math.floor(settings.position) || 0) };
  storage.setItem(ADD_ROW_SETTINGS_KEY, JSON.stringify(clean));
  return clean;
}
