// The customer centre: 1:1 inquiries, the staff who answer them, policy documents.
export * from './inquiries';
export * from './policies';
export * from './alarms';
export * from './chat';
