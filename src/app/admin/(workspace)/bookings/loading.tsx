export { AdminLoading as default } from '@/components/admin/admin-loading';
