import { describe, expect, it } from '@jest/globals';
import { loggableUrl, pathOf, shouldLogRequest } from './access-log.js';

describe('access log', () => {
  it('leaves successful probes out and keeps failing ones', () => {
    expect(shouldLogRequest('/api/health', 200)).toBe(false);
    expect(shouldLogRequest('/api/ready', 200)).toBe(false);
    expect(shouldLogRequest('/api/ready', 503)).toBe(true);
    expect(shouldLogRequest('/api/countries', 200)).toBe(true);
    expect(shouldLogRequest('/', 200)).toBe(true);
  });

  it('never writes the token of an e-mailed link', () => {
    expect(loggableUrl('/register/confirm?token=abc123&next=%2Fmy')).toBe('/register/confirm?token=[redacted]&next=%2Fmy');
    expect(loggableUrl('/reset-password?email=a%40b.c&Token=zz')).toBe('/reset-password?email=a%40b.c&Token=[redacted]');
    expect(loggableUrl('/search?q=token')).toBe('/search?q=token');
    expect(loggableUrl('/api/countries')).toBe('/api/countries');
    expect(loggableUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });

  it('takes the path without the query', () => {
    expect(pathOf('/api/health?x=1')).toBe('/api/health');
    expect(pathOf('/api/health')).toBe('/api/health');
  });
});
