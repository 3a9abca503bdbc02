export interface PublicConfig {
  publicUrl: string;
  environment: 'development' | 'production' | 'test';
}
