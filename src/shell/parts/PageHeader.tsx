import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { pageFrame } from 'styled-system/recipes';

export interface Crumb {
  label: string;
  href?: string | undefined;
}

export interface PageHeaderProps {
  title: string;
  /** The whole trail, Home first; the last one is the current page. */
  trail: Crumb[];
  /** The breadcrumbs' landmark name ('Breadcrumbs', translated). */
  breadcrumbsLabel: string;
  /** Visually hide the title (pages whose content has its own heading). */
  hideTitle?: boolean | undefined;
  /** The page's actions, at the header's end. */
  actions?: ReactNode;
}

/** The top of every page in the shell (PortalPage.astro): breadcrumbs, title and the page's actions. */
export function PageHeader({ title, trail, breadcrumbsLabel, hideTitle = false, actions }: PageHeaderProps) {
  const classes = pageFrame();
  // The plain class names are what tests and the content styles find the parts by.
  return (
    <header className={cx(classes.header, 'page-header')}>
      <div>
        <nav aria-label={breadcrumbsLabel}>
          <ol className={classes.crumbs}>
            {trail.map((crumb, index) =>
              index === trail.length - 1 ? (
                <li key={crumb.label} className={classes.crumb} aria-current="page">
                  {crumb.label}
                </li>
              ) : (
                <li key={crumb.label} className={classes.crumb}>
                  {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : crumb.label}
                </li>
              ),
            )}
          </ol>
        </nav>
        <h1 className={cx(classes.title, 'page-title', hideTitle && 'visually-hidden')}>{title}</h1>
      </div>
      <div className="page-actions">{actions}</div>
    </header>
  );
}

/** The page's content under its header. */
export const pageBodyClass = () => cx(pageFrame().body, 'page-body');
