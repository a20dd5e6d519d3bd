/**
 * The crew popups' form frame: the kit's (an error above the fields, Cancel and Save; saving is
 * queued offline, so Save waits for a link only for an online-only change, `disabled`).
 */
export { FormDialog as EditDialog } from '../../../ui/form-dialog';
