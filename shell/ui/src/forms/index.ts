/**
 * @platform/ui/forms: the form controls of issue 23 C (file chooser, de-CH date field). A subpath of
 * its own, bundled with the screens that use them, so the shared @platform/ui singleton every page
 * loads (and the student dashboard's bundle budget) does not carry them.
 */
export { DateField, type DateFieldProps } from '../components/date-field/date-field';
export { FileButton, type FileButtonProps } from '../components/file-button/file-button';
export { formatSwissDate, parseSwissDate } from '../swiss-date';
