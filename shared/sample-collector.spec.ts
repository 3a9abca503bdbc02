import { describe, expect, it } from '@jest/globals';
import { identityLine, identityStatement, verifiesIdentity } from './sample-collector.js';

describe('the identity statement of a report', () => {
  it('names the vet or agent who collected the sample and verified identity', () => {
    expect(identityStatement({ type: 'agent', name: ' Jo Marsh ', clinic: 'Ballarat Canine Club' })).toBe(
      'Sample collected and identity verified by Jo Marsh, Ballarat Canine Club (approved collection agent).',
    );
    expect(identityStatement({ type: 'vet', name: 'Dr Ada Lane', clinic: null })).toBe(
      'Sample collected and identity verified by Dr Ada Lane (veterinarian).',
    );
    expect(identityLine({ type: 'vet', name: 'Dr Ada Lane', clinic: 'Lane Vets' })).toBe(
      'Sample collected and identity verified by Dr Ada Lane, Lane Vets',
    );
  });

  it('says identity was not verified for an owner-collected sample or none recorded', () => {
    for (const c of [null, undefined, { type: 'self', name: 'Me', clinic: null }, { type: 'vet', name: ' ', clinic: null }]) {
      expect(verifiesIdentity(c)).toBe(false);
      expect(identityStatement(c)).toContain('identity was not verified');
      expect(identityLine(c)).toBe('Identity not verified by a collection agent');
    }
  });
});
