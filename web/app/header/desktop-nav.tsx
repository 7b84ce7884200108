import { NavLink } from 'react-router';
import { HeaderNavItems } from '../navigation/nav-items.ts';
import classes from './desktop-nav.module.css';

/** The header's row of links on wide screens; NavLink marks the current page with aria-current. */
export function DesktopNav() {
  return (
    <nav aria-label="Main">
      <ul className={classes.list}>
        {HeaderNavItems.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={classes.link}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
