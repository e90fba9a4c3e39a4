import { css } from 'styled-system/css';
import type { Project } from '../../content/schemas/project-dashboard.ts';
import type { Translator } from '../../i18n/texts.ts';
import { isolatedText } from '../isolated-text.tsx';
import { emphasis, muted } from '../styles.ts';

export interface ProjectHeaderProps {
  projects: Project[];
  /** The project shown (`?project=`, else the first). */
  current: Project | undefined;
  /** The person's name, for the welcome. */
  name: string;
  /** The active client's name, when there is one. */
  client?: string | undefined;
  /** The projects chosen for the active client. */
  activeProjects: readonly string[];
  t: Translator;
}

/** The top of the project dashboard: the welcome, the active client and projects, and the project picker. */
export function ProjectHeader({ projects, current, name, client, activeProjects, t }: ProjectHeaderProps) {
  // Names come from the data, often in another script than the page: each in a <bdi> of its own.
  const chosen =
    client && activeProjects.length > 0 ? (
      <>
        {' · '}
        {isolatedText(t, 'dashboards:project.activeProjects', { projects: activeProjects.join(', ') })}
      </>
    ) : null;
  return (
    <>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '4',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
        })}
      >
        <div>
          <p className={css({ fontSize: 'xl', fontWeight: '600' })}>
            {isolatedText(t, 'dashboards:project.welcome', { name })}
          </p>
          <p className={muted}>
            {client
              ? isolatedText(t, 'dashboards:project.activeClient', { client })
              : t('dashboards:project.noActiveClient')}
            {chosen}
          </p>
        </div>
        {projects.length > 0 && <ProjectPicker projects={projects} current={current} t={t} />}
      </div>
      {current ? (
        <p className={emphasis} data-current-project="">
          {isolatedText(t, 'dashboards:project.picker.current', { project: current.name })}
        </p>
      ) : (
        client && <p className={muted}>{t('overview:projects.none')}</p>
      )}
    </>
  );
}

/** Chooses the project the dashboard shows: a plain GET form, so it works without JavaScript. */
function ProjectPicker({ projects, current, t }: Pick<ProjectHeaderProps, 'projects' | 'current' | 't'>) {
  return (
    <form
      method="get"
      className={css({ display: 'flex', gap: '2', alignItems: 'flex-end', flexWrap: 'wrap' })}
      data-project-picker=""
    >
      <label className={css({ display: 'flex', flexDirection: 'column', gap: '1', fontSize: 'sm', fontWeight: '600' })}>
        {t('dashboards:project.picker.label')}
        <select
          name="project"
          // Server HTML: the browser owns the choice until the form is sent.
          defaultValue={current?.id}
          className={css({
            minHeight: '10',
            paddingInline: '3',
            borderRadius: 'md',
            border: '1px solid {colors.border}',
            bg: 'surface',
            color: 'fg.default',
            fontWeight: 'normal',
          })}
        >
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className={css({
          minHeight: '10',
          paddingInline: '4',
          borderRadius: 'md',
          bg: 'accent.default',
          color: 'accent.fg',
          fontWeight: '600',
          cursor: 'pointer',
        })}
      >
        {t('dashboards:project.picker.show')}
      </button>
    </form>
  );
}
