/**
 * @module features/legal/legal-sections — the 19 terms and 15 privacy sections of /legal; each anchor is an
 * id in /terms.html or /privacy.html (a unit test checks they exist).
 */
export interface LegalSection {
  id: string;
  title: string;
}

export const TERMS_SECTIONS: readonly LegalSection[] = [
  { id: 'acceptance', title: 'Acceptance of Terms' },
  { id: 'service', title: 'Description of the Service' },
  { id: 'eligibility', title: 'Eligibility' },
  { id: 'accounts', title: 'Accounts and Security' },
  { id: 'acceptable-use', title: 'Acceptable Use' },
  { id: 'your-content', title: 'Your Content' },
  { id: 'ai-features', title: 'AI Features and Output' },
  { id: 'voice-input', title: 'Voice Input' },
  { id: 'browser-extension', title: 'Browser Extension' },
  { id: 'third-party', title: 'Third-Party Services' },
  { id: 'fees', title: 'Plans, Fees and Billing' },
  { id: 'intellectual-property', title: 'Intellectual Property' },
  { id: 'feedback', title: 'Feedback' },
  { id: 'availability', title: 'Availability and Changes to the Service' },
  { id: 'termination', title: 'Suspension and Termination' },
  { id: 'disclaimers', title: 'Disclaimers' },
  { id: 'liability', title: 'Limitation of Liability and Indemnity' },
  { id: 'governing-law', title: 'Governing Law and Disputes' },
  { id: 'general', title: 'Changes to These Terms and Contact' },
];

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  { id: 'introduction', title: 'Introduction' },
  { id: 'information-we-collect', title: 'Information We Collect' },
  { id: 'how-we-use', title: 'How We Use Information' },
  { id: 'ai-processing', title: 'AI Processing of Your Content' },
  { id: 'voice-data', title: 'Voice Data' },
  { id: 'legal-bases', title: 'Legal Bases for Processing' },
  { id: 'sharing', title: 'How We Share Information' },
  { id: 'international-transfers', title: 'International Transfers' },
  { id: 'retention', title: 'Data Retention' },
  { id: 'security', title: 'Security' },
  { id: 'your-rights', title: 'Your Rights and Choices' },
  { id: 'cookies', title: 'Cookies and Local Storage' },
  { id: 'children', title: "Children's Privacy" },
  { id: 'changes', title: 'Changes to This Policy' },
  { id: 'contact', title: 'Contact Us' },
];
