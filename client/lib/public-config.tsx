import { createContext, useContext } from 'react';
import type { PublicConfig } from '../../shared/public-config.js';

export const PublicConfigContext = createContext<PublicConfig>({
  publicUrl: '',
  environment: 'production',
  payments: { card: 'test', wallet: 'test', stripePublishableKeys: null, paypalClientIds: null },
});

export const usePublicConfig = () => useContext(PublicConfigContext);
