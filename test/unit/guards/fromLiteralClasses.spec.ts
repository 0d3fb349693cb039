import { describe, expect, test } from 'vitest';
import { secretSpeaksIn } from '../../support/guardSpeaks.js';

// Round 128's secrets class: a `key=value` pair given as an option's value (`kubectl create secret … --from-literal=K=V`,
// `docker run -e K=V`, `helm --set K=V`, `--build-arg K=V`) is judged by its inner key. A value under a key that names no
// credential (a user name, an e-mail address, a host, a port, a region, a database, a URL with no userinfo) stays silent;
// a credential's key given a literal still speaks. One line per case.

// Assembled at run time so that no scanner flags this file.
const stripeLive = ['sk', 'live', '51Nq8ZtKx3VbR7pLmW2cYd9F'].join('_');
const chosen = ['Hunter2', 'Hunter2!'].join('');
const kube = 'kubectl create secret generic smtp-credentials -n abbey-bookings';

describe('a key=value pair in an option value, judged by its key (secrets/generic/command-option)', () => {
  test.each([
    // The held-out call: the user name is no credential, the password comes from the environment.
    [`${kube} --from-literal=username=guestmaster@stcuthberts.org.uk --from-literal=password="$SMTP_PASSWORD"`, false],
    [`${kube} --from-literal=username=guestmaster@stcuthberts.org.uk`, false],
    [`${kube} --from-literal=user=svc_bookings_7`, false],
    [`${kube} --from-literal=email=ops.lead@stcuthberts.org.uk`, false],
    [`${kube} --from-literal=host=db-primary.abbey.internal`, false],
    [`${kube} --from-literal=port=5432`, false],
    [`${kube} --from-literal=region=eu-west-2`, false],
    [`${kube} --from-literal=db=bookings_prod`, false],
    [`${kube} --from-literal=url=https://api.stcuthberts.org.uk/v2/bookings`, false],
    [`${kube} --from-literal=SMTP_USERNAME=guestmaster@stcuthberts.org.uk`, false],
    [`${kube} --from-literal=smtp-host=smtp.office365.com`, false],
    [`${kube} --from-literal=DB_USER=bookings_app --from-literal=DB_PASSWORD="$DB_PASSWORD"`, false],
    [`${kube} --from-literal username=guestmaster@stcuthberts.org.uk`, false],
    [`docker run -e SMTP_USER=guestmaster@stcuthberts.org.uk -e SMTP_HOST=smtp.office365.com app:1`, false],
    [`docker run --env DB_USERNAME=bookings_admin9 app:1`, false],
    [`helm upgrade --install pg bitnami/postgresql --set auth.username=bookings_admin9`, false],
    [`docker build --build-arg DB_HOST=db-primary.abbey.internal -t app .`, false],
    // A credential's key given a literal still speaks.
    [`${kube} --from-literal=password=${chosen}`, true],
    [`${kube} --from-literal=api-key=${stripeLive}`, true],
    [`${kube} --from-literal=username=guestmaster --from-literal=password=${chosen}`, true],
    [`${kube} --from-literal=SMTP_PASSWORD=${chosen}`, true],
    [`${kube} --from-literal=url=postgres://bookings:${chosen}@db-primary:5432/bookings`, true],
    [`${kube} --from-literal=url=https://bookings:${chosen}@api.stcuthberts.org.uk/v2`, true],
    [`${kube} --from-literal=user=bookings:${chosen}`, true],
    [`${kube} --from-literal=token=${stripeLive}`, true],
    [`${kube} --from-literal=userpass=${chosen}`, true],
    [`helm upgrade --install pg bitnami/postgresql --set auth.password=${chosen}`, true],
    [`docker run -e DB_PASSWORD=${chosen} app:1`, true],
    [`docker build --build-arg STRIPE_KEY=${stripeLive} -t app .`, true],
    // A key that names neither keeps the Secret's rule: its literal is judged as a password.
    [`${kube} --from-literal=stripe=${stripeLive}`, true],
  ])('%s → %s', (command, risky) => {
    expect(secretSpeaksIn(command)).toBe(risky);
  });
});
