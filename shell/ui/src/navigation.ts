/**
 * Navigation for the area remotes, part of the mount contract: the shell's own router,
 * handed out through this shared singleton. Remotes import these from '@platform/ui' and
 * never share react-router itself, so the shell's copy is tree-shaken to what is used
 * and no remote downloads a second one (issue 9, bundle budgets).
 */
export { Link, Navigate, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
