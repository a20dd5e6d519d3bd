/** The leave popups' form frame: the kit's (Cancel or Back, Save; queued offline). */
export { FormDialog as LeaveDialog } from '../../../ui/form-dialog';
