import { useMutation } from '@tanstack/react-query';
import type { EnquiryReceipt, EnquiryRequest } from '../../../../shared/types/enquiry.js';
import { api } from '../../../lib/api.js';

export const createEnquiry = (body: EnquiryRequest) => api<EnquiryReceipt>('POST', '/api/enquiries', body);

export const useCreateEnquiry = () => useMutation({ mutationFn: createEnquiry });
