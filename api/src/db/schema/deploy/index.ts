export * from './deploy-reports';
