import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { ark } from '@ark-ui/react/factory';
import { XIcon } from 'lucide-react';
import type { StyleContext } from 'styled-system/jsx';
import type { dialog } from 'styled-system/recipes';
import { withLabel } from './labelled.tsx';

/**
 * The parts of an overlay on Ark's Dialog machine (Dialog, Drawer), styled by the recipe whose
 * style context is given: both recipes have the same slots (theme/dialog-styles.ts), so one set
 * of parts serves both. Each component adds its own Root (and the Drawer its sized Positioner).
 */
export function dialogParts(withContext: StyleContext<typeof dialog>['withContext']) {
  return {
    Trigger: withContext(ArkDialog.Trigger, 'trigger'),
    Backdrop: withContext(ArkDialog.Backdrop, 'backdrop'),
    Positioner: withContext(ArkDialog.Positioner, 'positioner'),
    Content: withContext(ArkDialog.Content, 'content'),
    Title: withContext(ArkDialog.Title, 'title'),
    Description: withContext(ArkDialog.Description, 'description'),
    /** Closes the dialog; unstyled, use it with `asChild` around a Button (e.g. "Cancel"). */
    CloseTrigger: ArkDialog.CloseTrigger,
    /** The × button for the header. */
    CloseButton: withLabel(withContext(ArkDialog.CloseTrigger, 'closeTrigger'), <XIcon />),
    Header: withContext(ark.div, 'header'),
    Body: withContext(ark.div, 'body'),
    Footer: withContext(ark.div, 'footer'),
  };
}
