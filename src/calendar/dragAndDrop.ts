import * as addon from 'react-big-calendar/lib/addons/dragAndDrop';
import type withDragAndDropType from 'react-big-calendar/lib/addons/dragAndDrop';

/**
 * react-big-calendar ships its drag-and-drop addon as CommonJS only. Its default export is the
 * function itself under Node's test runner but the module object in the production bundle
 * (Node's interop for an ES-module package), so the function is taken from either shape.
 */
const unwrap = (value: unknown): unknown =>
  typeof value === 'function' ||
  value === null ||
  typeof value !== 'object' ||
  !('default' in value)
    ? value
    : unwrap((value as { default: unknown }).default);

export const withDragAndDrop = unwrap(addon) as typeof withDragAndDropType;
