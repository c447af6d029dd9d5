import { handleVenueRequestPost } from '@/features/requests/api';

export const POST = handleVenueRequestPost;
