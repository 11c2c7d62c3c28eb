// The customer centre: 1:1 inquiries, policy documents (who answers them: ../staff).
export * from './inquiries';
export * from './policies';
export * from './alarms';
export * from './chat';
