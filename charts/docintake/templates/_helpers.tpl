{{/* vim: set filetype=mustache: */}}

{{- define "docintake.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/*
Fully qualified app name, kept short enough for "-<component>" suffixes
(the longest, "-extractor", is 10 characters) to fit in 63.
*/}}
{{- define "docintake.fullname" -}}
{{- if .Values.fullnameOverride }}
{{- .Values.fullnameOverride | trunc 52 | trimSuffix "-" }}
{{- else }}
{{- $name := default .Chart.Name .Values.nameOverride }}
{{- if contains $name .Release.Name }}
{{- .Release.Name | trunc 52 | trimSuffix "-" }}
{{- else }}
{{- printf "%s-%s" .Release.Name $name | trunc 52 | trimSuffix "-" }}
{{- end }}
{{- end }}
{{- end }}

{{- define "docintake.chart" -}}
{{- printf "%s-%s" .Chart.Name .Chart.Version | replace "+" "_" | trunc 63 | trimSuffix "-" }}
{{- end }}

{{/* Labels shared by every resource. */}}
{{- define "docintake.labels" -}}
helm.sh/chart: {{ include "docintake.chart" . }}
{{ include "docintake.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
app.kubernetes.io/part-of: docintake
{{- with .Values.commonLabels }}
{{ toYaml . }}
{{- end }}
{{- end }}

{{- define "docintake.selectorLabels" -}}
app.kubernetes.io/name: {{ include "docintake.name" . }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end }}

{{/* Labels of one component. Call with (dict "root" $ "component" "gateway"). */}}
{{- define "docintake.componentLabels" -}}
{{ include "docintake.labels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{- define "docintake.componentSelectorLabels" -}}
{{ include "docintake.selectorLabels" .root }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{/*
The services of the image, in rendering order, with how each is reached:
  http   - the gateway: REST API, health and metrics on one HTTP port
  grpc   - gRPC on 50051, health and metrics on 9464
  worker - Kafka consumer, health and metrics on 9464
*/}}
{{- define "docintake.componentKinds" -}}
gateway: http
files: grpc
jobs: grpc
schemas: grpc
detector: worker
extractor: worker
notifier: worker
{{- end }}

{{- define "docintake.componentNames" -}}
gateway files jobs schemas detector extractor notifier
{{- end }}

{{- define "docintake.grpcPort" -}}50051{{- end }}
{{- define "docintake.metricsPort" -}}9464{{- end }}

{{/* Name of the ServiceAccount to use. */}}
{{- define "docintake.serviceAccountName" -}}
{{- if .Values.serviceAccount.create }}
{{- default (include "docintake.fullname" .) .Values.serviceAccount.name }}
{{- else }}
{{- default "default" .Values.serviceAccount.name }}
{{- end }}
{{- end }}

{{/* Image reference: repository[:tag][@digest]. */}}
{{- define "docintake.image" -}}
{{- $tag := default .Chart.AppVersion .Values.image.tag }}
{{- if .Values.image.digest }}
{{- printf "%s@%s" .Values.image.repository .Values.image.digest }}
{{- else }}
{{- printf "%s:%s" .Values.image.repository $tag }}
{{- end }}
{{- end }}

{{/* Name of the Secret holding credentials (chart-managed or existing). */}}
{{- define "docintake.secretName" -}}
{{- if .Values.secrets.existingSecret }}
{{- .Values.secrets.existingSecret }}
{{- else }}
{{- include "docintake.fullname" . }}
{{- end }}
{{- end }}

{{- define "docintake.configMapName" -}}
{{- printf "%s-config" (include "docintake.fullname" .) }}
{{- end }}

{{/* host:port of a gRPC service of this release. */}}
{{- define "docintake.grpcUrl" -}}
{{- printf "%s-%s:%s" (include "docintake.fullname" .root) .component (include "docintake.grpcPort" .root) }}
{{- end }}

{{/* Key names of the chart-managed Secret that must hold a value ("true" when needed). */}}
{{- define "docintake.jwtUsesSecret" -}}
{{- if or .Values.auth.jwt.hs256Secret (and .Values.secrets.existingSecret (not .Values.auth.jwt.jwksUrl)) }}true{{- end }}
{{- end }}

{{/*
Fail early on inconsistent values (values.schema.json covers types and enums).
*/}}
{{- define "docintake.validateValues" -}}
{{- if and .Values.auth.jwt.hs256Secret .Values.auth.jwt.jwksUrl }}
{{- fail "auth.jwt: set either hs256Secret or jwksUrl, not both" }}
{{- end }}
{{- if not .Values.secrets.existingSecret }}
{{- if not .Values.postgresql.url }}
{{- fail "postgresql.url is required (or set secrets.existingSecret)" }}
{{- end }}
{{- if and .Values.kafka.sasl.enabled (not .Values.kafka.sasl.password) }}
{{- fail "kafka.sasl.password is required when kafka.sasl.enabled (or set secrets.existingSecret)" }}
{{- end }}
{{- end }}
{{- if and .Values.kafka.sasl.enabled (not .Values.kafka.sasl.username) (not .Values.secrets.existingSecret) }}
{{- fail "kafka.sasl.username is required when kafka.sasl.enabled (or set secrets.existingSecret)" }}
{{- end }}
{{- if and .Values.ingress.enabled (not .Values.gateway.enabled) }}
{{- fail "ingress.enabled requires gateway.enabled" }}
{{- end }}
{{- range $c := splitList " " (include "docintake.componentNames" .) }}
{{- $v := index $.Values $c }}
{{- if and $v.autoscaling.enabled (gt (int $v.autoscaling.minReplicas) (int $v.autoscaling.maxReplicas)) }}
{{- fail (printf "%s.autoscaling: minReplicas must not exceed maxReplicas" $c) }}
{{- end }}
{{- if and $v.keda $v.keda.enabled $v.autoscaling.enabled }}
{{- fail (printf "%s: enable either autoscaling (HPA) or keda, not both" $c) }}
{{- end }}
{{- end }}
{{- end }}

{{/*
Secret environment of a service container, least privilege per role: the
gateway gets the database URL, the JWT secret and the bootstrap API key; the
gRPC services and workers get the database URL, Kafka SASL and S3 credentials.
Call with (dict "root" $ "kind" "http|grpc|worker").
*/}}
{{- define "docintake.secretEnv" -}}
{{- $root := .root }}
{{- $secret := include "docintake.secretName" $root }}
{{- $keys := $root.Values.secrets.keys }}
- name: DATABASE_URL
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $keys.databaseUrl }}
{{- /* Seals and opens documents' passwords kept until their jobs run: every service that handles one. */}}
- name: DOCUMENT_SECRET_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $keys.documentSecretKey }}
{{- if eq .kind "http" }}
{{- if include "docintake.jwtUsesSecret" $root }}
- name: JWT_HS256_SECRET
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $keys.jwtHs256Secret }}
      {{- if $root.Values.secrets.existingSecret }}
      optional: true
      {{- end }}
{{- end }}
{{- if $root.Values.admin.enabled }}
- name: ADMIN_API_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $keys.adminApiKey }}
      {{- if $root.Values.secrets.existingSecret }}
      optional: true
      {{- end }}
{{- end }}
{{- if $root.Values.auth.bootstrapApiKey.enabled }}
- name: BOOTSTRAP_API_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $keys.bootstrapApiKey }}
      {{- if $root.Values.secrets.existingSecret }}
      optional: true
      {{- end }}
{{- end }}
{{- else }}
{{- if $root.Values.kafka.sasl.enabled }}
- name: KAFKA_SASL_USERNAME
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $keys.kafkaSaslUsername }}
- name: KAFKA_SASL_PASSWORD
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $keys.kafkaSaslPassword }}
{{- end }}
{{- /* Optional: without these keys the S3 client can use workload identity. */}}
- name: S3_ACCESS_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $keys.s3AccessKey }}
      optional: true
- name: S3_SECRET_KEY
  valueFrom:
    secretKeyRef:
      name: {{ $secret }}
      key: {{ $keys.s3SecretKey }}
      optional: true
{{- end }}
{{- end }}

{{/* Volumes and mounts for a read-only root filesystem. */}}
{{- define "docintake.tmpVolume" -}}
- name: tmp
  emptyDir:
    sizeLimit: {{ .Values.tmpSizeLimit }}
{{- end }}

{{- define "docintake.tmpVolumeMount" -}}
- name: tmp
  mountPath: /tmp
{{- end }}
