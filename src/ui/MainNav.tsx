import { Link, useLocation } from '@tanstack/react-router';
import classes from './mainNav.module.css';

// The order is part of the UI contract (e2e reads the navigation in this order).
const SECTIONS = [
  { label: 'Gates', to: '/gates' },
  { label: 'Stale gates', to: '/stale-gates' },
  { label: 'Layers', to: '/layers' },
  { label: 'Autotunes', to: '/autotunes' },
  { label: 'Dynamic configs', to: '/dynamic-configs' },
  { label: 'Experiments', to: '/experiments' },
  { label: 'Metric sources', to: '/metric-sources' },
  { label: 'Events', to: '/events' },
  { label: 'What a user sees', to: '/what-user-sees' },
  { label: 'Audit log', to: '/audit' },
  { label: 'Connection', to: '/connection' },
] as const;

/** The first path segment a section owns: "/metric-sources/new" owns every "/metric-sources/..." page. */
function sectionRoot(to: string): string {
  return `/${to.split('/')[1] ?? ''}`;
}

/** The main navigation; the link of the current section carries aria-current="page". */
export function MainNav({ onNavigate }: { onNavigate: () => void }) {
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <ul className={classes.list}>
      {SECTIONS.map((section) => {
        const root = sectionRoot(section.to);
        const active = pathname === root || pathname.startsWith(`${root}/`);
        return (
          <li key={section.to}>
            <Link
              to={section.to}
              className={classes.link}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
            >
              <span className={classes.body}>
                <span className={classes.label}>{section.label}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
