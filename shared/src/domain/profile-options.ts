/** @module The professional profile's industry and role choices (spec section 9, exact strings). */

export const INDUSTRIES = [
  'Technology & Software',
  'Healthcare & Life Sciences',
  'Financial Services & Banking',
  'Manufacturing & Engineering',
  'Retail & E-commerce',
  'Consulting & Professional Services',
  'Real Estate & Construction',
  'Education & Training',
  'Marketing & Advertising',
  'Non-profit & Government',
  'Energy & Utilities',
  'Transportation & Logistics',
  'Media & Entertainment',
  'Telecommunications',
  'Legal Services',
  'Insurance',
  'Hospitality & Tourism',
  'Agriculture & Food',
  'Pharmaceutical',
  'Other',
] as const;

export type Industry = (typeof INDUSTRIES)[number];

export const ROLES = [
  'CEO/Founder',
  'CTO/Technology Executive',
  'CFO/Finance Executive',
  'COO/Operations Executive',
  'President/VP',
  'Director',
  'Senior Manager',
  'Manager',
  'Team Lead',
  'Senior Individual Contributor',
  'Individual Contributor',
  'Business Analyst',
  'Project Manager',
  'Product Manager',
  'Sales Manager',
  'Marketing Manager',
  'Engineering Manager',
  'Operations Manager',
  'HR Manager',
  'Consultant',
  'Specialist',
  'Coordinator',
  'Other',
] as const;

export type Role = (typeof ROLES)[number];
