import { styled } from '@mui/material/styles';
import { slotContentStyles, slotStyles } from './adStyles';

/**
 * The ad slot's box, the same before and after its code loads: its size is reserved from the
 * server's render and its styles cover all it can show (nothing is restyled when an ad arrives).
 */
export const AdSlotFrame = styled('div')(({ theme }) => ({ ...slotStyles(theme), ...slotContentStyles(theme) }));
