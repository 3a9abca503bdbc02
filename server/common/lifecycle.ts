/**
 * Where the process is in its life. While draining (after SIGTERM) the server still answers every
 * request, but /api/ready says 503 so that a load balancer stops sending new visitors.
 */
export class Lifecycle {
  draining = false;
}
