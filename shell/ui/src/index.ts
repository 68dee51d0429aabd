/**
 * @platform/ui: the design system and the mount contract of the platform.
 * Shared as a singleton by the shell, the remotes and the games; each component lives in
 * components/<name>/ with its CSS and render test; './tokens.css' and './components.css'
 * (which imports every component's CSS) are loaded once by the shell. See README.md.
 */
export * from './contract';
export {
  ApiError, DATABASE_UNAVAILABLE, NETWORK_ERROR, SERVICE_UNAVAILABLE_MESSAGE, errorText, isNetworkError, isServiceUnavailable, readApiResponse, toApiError, unwrap, type ErrorTexts, type OkBody,
} from './api-error';
export { createAreaClient } from './area-client';
export { Avatar } from './components/avatar/avatar';
export { Button, type ButtonProps } from './components/button/button';
export { buttonClassName, cx, type ButtonSize, type ButtonVariant } from './class-names';
export { Card, cardLinkClassName, type CardProps } from './components/card/card';
export { copyText } from './clipboard';
export { ConfirmDialog, type ConfirmDialogProps } from './components/confirm-dialog/confirm-dialog';
export { formatDate, formatDateTime } from './dates';
export { Icon, ICON_NAMES, type IconName } from './components/icon/icon';
export { FOCUSABLE_SELECTOR, focusableWithin, nextTrapIndex } from './focus';
export { FormModal, type FormModalProps } from './components/form-modal/form-modal';
export { MenuButton, menuFocusIndex, type MenuButtonProps, type MenuItem } from './components/menu-button/menu-button';
export { MessageBox, type MessageBoxProps, type MessageKind } from './components/message-box/message-box';
export { uiMessages } from './messages';
export { Modal, type ModalProps, type ModalSize } from './components/modal/modal';
export { dashboardPath, displayName, initials, roleLabel } from './people';
export { AsyncPage, type PageError } from './components/async-page/async-page';
export { BackLink } from './components/back-link/back-link';
export { EmptyState } from './components/empty-state/empty-state';
export { Hero, type Fact } from './components/hero/hero';
export { PageLoadError } from './components/page-load-error/page-load-error';
export { SkeletonCard, SkeletonGrid } from './components/skeleton/skeleton';
export { useLoader, type LoadState } from './use-loader';
export { STATUS_MESSAGE_MS, useTimedNotice } from './use-timed-notice';
export { TextAreaField, TextField, type TextAreaFieldProps, type TextFieldProps } from './components/text-field/text-field';
export {
  Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams, installHistoryStepGuard, onHistoryStep, type HistoryStepListener,
} from './navigation';
