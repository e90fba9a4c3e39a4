import type { BreadcrumbItem } from './Breadcrumbs.tsx';

export const contractTrail: BreadcrumbItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Contracts', href: '/contracts' },
  { label: 'Northwind master agreement' },
];

export const arabicTrail: BreadcrumbItem[] = [
  { label: 'الرئيسية', href: '/' },
  { label: 'العقود', href: '/contracts' },
  { label: 'اتفاقية نورثويند' },
];
