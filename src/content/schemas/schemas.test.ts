import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { academyFileSchema, saveCourseBodySchema, updateCourseBodySchema } from './academy.ts';
import { analyticsWidgetsSchema } from './analytics.ts';
import { defaultRanges } from './common.ts';
import { lockerWidgetsSchema } from './contract-locker.ts';
import { projectDashboardWidgetsSchema, projectsSchema } from './project-dashboard.ts';
import { searchByTitle, searchFileSchema } from './search.ts';

const read = (name: string): unknown => JSON.parse(readFileSync(new URL(`../mock/${name}`, import.meta.url), 'utf8'));

describe('the mock data files fit the schemas their endpoints answer with', () => {
  it('project dashboard widgets use the range codes and defaults of the spec', () => {
    const widgets = projectDashboardWidgetsSchema.parse(read('project-dashboard-widgets.json'));
    expect(widgets.widget1.currentRange).toBe(defaultRanges.day);
    expect(widgets.widget5.currentRange).toBe(defaultRanges.week);
    expect(widgets.widget7.currentRange).toBe(defaultRanges.schedule);
    expect(Object.keys(widgets.widget1.ranges)).toEqual(['DY', 'DT', 'DTM']);
    expect(Object.keys(widgets.widget5.ranges)).toEqual(['TW', 'LW', '2W']);
    expect(Object.keys(widgets.widget7.ranges)).toEqual(['T', 'TM']);
    for (const location of Object.values(widgets.weatherWidget.locations)) expect(location.next5days).toHaveLength(5);
  });

  it('projects, locker, who-has-what, analytics, search and academy', () => {
    expect(() =>
      projectsSchema.parse((read('project-dashboard-projects.json') as { projects: unknown }).projects),
    ).not.toThrow();
    const locker = lockerWidgetsSchema.parse(read('contract-locker-widgets.json'));
    expect(Object.keys(locker)).toEqual([
      'widget1',
      'widget2',
      'widget3',
      'widget4',
      'widget5',
      'widget6',
      'widget7',
      'widget8',
      'widget9',
    ]);
    expect(() => lockerWidgetsSchema.parse(read('whohaswhat-widgets.json'))).not.toThrow();
    expect(() => analyticsWidgetsSchema.parse(read('analytics-widgets.json'))).not.toThrow();
    expect(() => searchFileSchema.parse(read('search.json'))).not.toThrow();
    expect(() => academyFileSchema.parse(read('academy.json'))).not.toThrow();
  });

  it('reject a widget whose current range has no data', () => {
    const widgets = read('project-dashboard-widgets.json') as { widget1: { data: { count: Record<string, number> } } };
    delete widgets.widget1.data.count['DT'];
    expect(projectDashboardWidgetsSchema.safeParse(widgets).success).toBe(false);
  });
});

describe('searchByTitle', () => {
  const items = [
    { title: 'Sözleşme kasası' },
    { title: 'Contract Locker' },
    ...Array.from({ length: 14 }, (_, index) => ({ title: `Contract ${index}` })),
  ];
  it('ignores case and accents', () => {
    expect(searchByTitle(items, 'SOZLESME')).toEqual([{ title: 'Sözleşme kasası' }]);
    expect(searchByTitle(items, 'locker')).toEqual([{ title: 'Contract Locker' }]);
  });
  it('caps at 10 and finds nothing for an empty query', () => {
    expect(searchByTitle(items, 'contract')).toHaveLength(10);
    expect(searchByTitle(items, '   ')).toEqual([]);
  });
});

describe('academy request bodies', () => {
  it('name the invalid field', () => {
    const result = saveCourseBodySchema.safeParse({ course: { id: 'x', title: '' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain('course.title');
    expect(updateCourseBodySchema.safeParse({ courseId: 'x', changes: { nope: 1 } }).success).toBe(false);
    expect(updateCourseBodySchema.safeParse({ courseId: 'x', changes: { title: 'New' } }).success).toBe(true);
  });
});
