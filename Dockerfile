# The Proofbox service as a container: the bundled service (dist/service, no node_modules),
# run as the unprivileged node user. With PROOFBOX_DATABASE_URL it uses PostgreSQL and can run
# as several instances; without it, the embedded in-memory store. docs/deploy.md explains.
FROM node:24-alpine

ENV NODE_ENV=production \
    PROOFBOX_HTTP_HOST=0.0.0.0 \
    PROOFBOX_SMTP_HOST=0.0.0.0 \
    PROOFBOX_LOG_FORMAT=json \
    MALLOC_ARENA_MAX=2

WORKDIR /app
COPY --chown=node:node dist/service/ ./
USER node

EXPOSE 7025 2525
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:7025/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "--v8-pool-size=0", "index.js"]
