/**
 * @platform/ui: the design system and the mount contract of the platform.
 * Shared as a singleton by the shell, the remotes and the games; styles live in
 * './tokens.css' and './components.css' and are loaded once by the shell.
 */
export * from './contract';
export {
  ApiError, DATABASE_UNAVAILABLE, NETWORK_ERROR, SERVICE_UNAVAILABLE_MESSAGE, isNetworkError, isServiceUnavailable, readApiResponse, toApiError, unwrap, type OkBody,
} from './api-error';
export { createAreaClient } from './area-client';
export { Avatar } from './avatar';
export { Button, type ButtonProps } from './button';
export { buttonClassName, cx, type ButtonSize, type ButtonVariant } from './class-names';
export { Card, cardLinkClassName, type CardProps } from './card';
export { copyText } from './clipboard';
export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { formatDate, formatDateTime } from './dates';
export { Icon, ICON_NAMES, type IconName } from './icon';
export { FOCUSABLE_SELECTOR, focusableWithin, nextTrapIndex } from './focus';
export { FormModal, type FormModalProps } from './form-modal';
export { MenuButton, menuFocusIndex, type MenuButtonProps, type MenuItem } from './menu-button';
export { MessageBox, type MessageBoxProps, type MessageKind } from './message-box';
export { uiMessages } from './messages';
export { Modal, type ModalProps, type ModalSize } from './modal';
export { dashboardPath, displayName, initials, roleLabel } from './people';
export { AsyncPage, BackLink, EmptyState, Hero, PageLoadError, type Fact, type PageError } from './page-parts';
export { SkeletonCard, SkeletonGrid } from './skeleton';
export { useLoader, type LoadState } from './use-loader';
export { STATUS_MESSAGE_MS, useTimedNotice } from './use-timed-notice';
export { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from './text-field';
export {
  Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams, installHistoryStepGuard, onHistoryStep, type HistoryStepListener,
} from './navigation';
