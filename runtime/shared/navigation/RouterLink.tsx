import { Link } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import type { To } from 'react-router-dom';

interface RouterLinkProps {
  to: To;
  children: ReactNode;
  className?: string;
}

/** A Fluent link that navigates inside the app's router (and respects its basename). */
export function RouterLink({ to, children, className }: RouterLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Link
      href={href}
      className={className}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        navigate(event);
      }}
    >
      {children}
    </Link>
  );
}
