import { describe, expect, test } from 'vitest';
import { dropSettings } from '../../../src/guards/engine/dropSettings.js';
import { commandIds as rule } from '../../support/destructiveIds.js';

// Round 38 (lines 1–100): infrastructure-as-code state, WebAssembly and edge platforms. One line per class that
// speaks and the near-misses that stay silent.

describe('Terraform and OpenTofu state surgery', () => {
  test.each([
    ['terraform state rm module.rds.aws_db_instance.main', 'destructive/cloud/terraform-state-rm'],
    ['tofu state rm $(tofu state list | grep aws_route53)', 'destructive/cloud/terraform-state-rm'],
    ['terraform -chdir=infra state rm aws_s3_bucket.assets', 'destructive/cloud/terraform-state-rm'],
    ['terragrunt state rm aws_iam_role.ci', 'destructive/cloud/terraform-state-rm'],
    ['terragrunt run -- state rm aws_iam_role.ci', 'destructive/cloud/terraform-state-rm'],
    ['terragrunt run-all state rm aws_iam_role.ci', 'destructive/cloud/terraform-state-rm'],
    ['terraform state list | grep aws_route53 | xargs -n1 terraform state rm', 'destructive/cloud/terraform-state-rm'],
    ['terraform state push -force empty.tfstate', 'destructive/cloud/terraform-state-push-force'],
    ['tofu state push --force backup.tfstate', 'destructive/cloud/terraform-state-push-force'],
    // A preview, a read, a move within the state, a checked push, a backup.
    ['terraform state rm -dry-run aws_s3_bucket.assets', 'none'],
    ['terraform state list', 'none'],
    ['terraform state show aws_s3_bucket.assets', 'none'],
    ['tofu state mv aws_s3_bucket.logs module.logging.aws_s3_bucket.logs', 'none'],
    ['terraform state push backup.tfstate', 'none'],
    ['terraform state pull > /tmp/prod-backup.tfstate', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('the state file itself deleted, emptied or overwritten', () => {
  test.each([
    ['rm -rf terraform.tfstate terraform.tfstate.backup', 'destructive/cloud/rm-iac-state'],
    ['rm -rf .terraform/ terraform.tfstate.d/', 'destructive/cloud/rm-iac-state'],
    ['rm -f envs/prod/terraform.tfstate', 'destructive/cloud/rm-iac-state'],
    ['rm -rf ~/.pulumi/stacks/', 'destructive/cloud/rm-iac-state'],
    ["echo '{}' > terraform.tfstate", 'destructive/cloud/empty-iac-state'],
    [': > infra/terraform.tfstate.backup', 'destructive/cloud/empty-iac-state'],
    ['truncate -s 0 terraform.tfstate', 'destructive/cloud/truncate-iac-state'],
    ["find . -name '*.tfstate' -delete", 'destructive/cloud/delete-iac-state-found'],
    ['aws s3 rm s3://acme-tfstate/prod/network/terraform.tfstate', 'destructive/cloud/rm-remote-iac-state'],
    ['gsutil -m rm gs://acme-tf/env/prod/default.tfstate', 'destructive/cloud/rm-remote-iac-state'],
    ['rclone deletefile r2:tfstate/prod/terraform.tfstate', 'destructive/cloud/rm-remote-iac-state'],
    ['aws s3 rm s3://acme-tfstate/prod/terraform.tfstate --dryrun', 'none'],
    ['aws s3 ls s3://acme-tfstate/prod/terraform.tfstate', 'none'],
    ["find live -name '*.tfstate' -exec rm -f {} \\;", 'destructive/cloud/delete-iac-state-found'],
    ["find .terraform -name '*.tfstate' -delete", 'none'],
    ["find . -name '*.tfstate' -print", 'none'],
    // The provider cache and its backend copy (`terraform init` writes them again), plan files, a state pulled into a copy.
    ['rm -rf .terraform/', 'none'],
    ['rm -f .terraform/terraform.tfstate', 'none'],
    ['rm -f tfplan.binary destroy.plan', 'none'],
    ['rm -rf .terragrunt-cache', 'none'],
    ['terraform state pull > backup/prod-2024.tfstate', 'none'],
    ['cat terraform.tfstate | jq .serial', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('a destroy or replace of resources that hold nothing', () => {
  test.each([
    ['terraform destroy -target=null_resource.debug_probe -auto-approve', 'none'],
    ['tofu destroy -target module.app.terraform_data.bootstrap -auto-approve', 'none'],
    ['terraform apply -replace=null_resource.provision -auto-approve', 'none'],
    ['terraform apply -destroy -target=time_sleep.wait', 'none'],
    ['terraform destroy -target=null_resource.x -target=aws_db_instance.main -auto-approve', 'destructive/cloud/terraform-destroy'],
    ['terraform destroy -target=aws_db_instance.main -auto-approve', 'destructive/cloud/terraform-destroy'],
    ['terraform apply -replace=aws_instance.bastion -auto-approve', 'destructive/cloud/terraform-apply-replace'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('wrangler: a remote D1 delete by an epoch range; --local acts on the simulator', () => {
  test.each([
    ["wrangler d1 execute app-db --remote --command 'DELETE FROM users WHERE created_at < 1700000000'", 'destructive/sql/delete-by-range'],
    ["psql -c 'DELETE FROM events WHERE ts < 1700000000000'", 'destructive/sql/delete-by-range'],
    ["psql -c 'DELETE FROM events WHERE ts BETWEEN 1600000000 AND 1700000000'", 'destructive/sql/delete-by-range'],
    ["psql -c 'DELETE FROM events WHERE id BETWEEN 1600000000 AND 1700000000'", 'none'],
    ["wrangler d1 execute app-db --remote --command 'DROP TABLE orders'", 'destructive/sql/drop'],
    ['wrangler kv key delete --binding=SESSIONS --remote user:1842', 'destructive/infrastructure/wrangler'],
    ['npx wrangler r2 object delete media/report.pdf --remote', 'destructive/cloud/other-cloud-delete'],
    // A key, a small number, a read; the local simulator's store.
    ["psql -c 'DELETE FROM events WHERE id < 1700000000'", 'none'],
    ["psql -c 'DELETE FROM events WHERE created_at < 17000'", 'none'],
    ["wrangler d1 execute app-db --remote --command 'SELECT * FROM users WHERE created_at < 1700000000'", 'none'],
    ["wrangler d1 execute app-db --local --command 'DELETE FROM sessions'", 'none'],
    ["wrangler d1 execute app-db --persist-to .wrangler/state --command 'DROP TABLE orders'", 'none'],
    ['wrangler kv key delete --binding=SESSIONS --local test-key', 'none'],
    ['npx wrangler r2 object delete media/report.pdf --local', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe('kubectl: manifests of a folder deleted; pods a selector picks are restarted', () => {
  test.each([
    ['kubectl delete -f crossplane/claims/ --recursive', 'destructive/containers/kubectl-delete-manifests'],
    ['kubectl delete -f k8s/', 'destructive/containers/kubectl-delete-manifests'],
    ['oc delete -f deploy/ -n shop', 'destructive/containers/kubectl-delete-manifests'],
    ['kubectl delete -R -f manifests/prod', 'destructive/containers/kubectl-delete-manifests-recursive'],
    ['kubectl delete -R -f k8s --dry-run=server', 'none'],
    ['kubectl get -R -f k8s', 'none'],
    ['kubectl delete pvc -l app=db', 'destructive/containers/kubectl-delete-selector'],
    ['kubectl delete deploy,svc -l app=api', 'destructive/containers/kubectl-delete-selector'],
    ['kubectl delete pods --all -n staging', 'destructive/containers/kubectl-delete-all'],
    ['kubectl delete -f k8s/ --dry-run=client', 'none'],
    ['kubectl apply -f k8s/', 'none'],
    ['kubectl diff -f k8s/ --recursive', 'none'],
    ['kubectl delete pod -n crossplane-system -l pkg.crossplane.io/provider=provider-aws-s3', 'none'],
    ['kubectl delete pods -l app=api -n prod', 'none'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("wasm-pack's pkg is build output where the line shows a WebAssembly build", () => {
  test.each([
    ['rm -rf pkg/ target/wasm32-unknown-unknown', 'none'],
    ['rm -rf pkg && wasm-pack build --target web', 'none'],
    ['rm -rf crates/core/pkg && wasm-pack build crates/core', 'none'],
    ['rm -rf www/pkg && wasm-pack build --out-dir www/pkg', 'none'],
    ['rm -rf crates/core/pkg crates/core/target/wasm32-wasip1', 'none'],
    // A Go module's hand-written `pkg`, and another crate's.
    ['rm -rf pkg/', 'destructive/filesystem/rm-recursive'],
    ['rm -rf pkg && go build ./...', 'destructive/filesystem/rm-recursive'],
    ['rm -rf pkg crates/core/target/wasm32-wasip1', 'destructive/filesystem/rm-recursive'],
  ])('%s → %s', (command, id) => expect(rule(command)).toBe(id));
});

describe("a Durable Objects migration's deleted_classes", () => {
  const on = (path: string, old: string, next: string) => dropSettings(path, [{ old, new: next }]).map((each) => each.written);
  test.each([
    [
      'wrangler.toml',
      '[[migrations]]\ntag = "v2"\nnew_classes = ["RateLimiter"]',
      '[[migrations]]\ntag = "v2"\nnew_classes = ["RateLimiter"]\n\n[[migrations]]\ntag = "v3"\ndeleted_classes = ["ChatRoom"]',
      ['deleted_classes = ["C'],
    ],
    [
      'wrangler.jsonc',
      '{ "tag": "v1", "new_classes": ["Room"] }',
      '{ "tag": "v2", "deleted_classes": ["Room"] }',
      ['deleted_classes": ["R'],
    ],
    // A rename, an empty list, a deletion already there.
    ['wrangler.toml', 'new_classes = ["A"]', 'new_classes = ["A"]\nrenamed_classes = [{from = "A", to = "B"}]', []],
    ['wrangler.toml', 'new_classes = ["A"]', 'new_sqlite_classes = ["A"]\ndeleted_classes = []', []],
    ['wrangler.toml', 'tag = "v3"\ndeleted_classes = ["ChatRoom"]', 'tag = "v3" # ChatRoom gone\ndeleted_classes = ["ChatRoom"]', []],
  ])('%s: %j → %j', (path, old, next, expected) => expect(on(path, old, next)).toEqual(expected));
});
